"""No function in the sources runs over MAX_LINES lines (issue 34): long ones are split into
well-named helpers. Python functions are measured with ast (def line to last line); C++
functions in cpp/ by matching the braces of each function body outside other function bodies
(comments, string and character literals and preprocessor lines blanked first)."""

import ast
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
MAX_LINES = 80

_CONTROL = re.compile(r"^(if|for|while|switch|catch|do|else|try|return|case)\b")
# A function header ends with its parameter list, maybe qualifiers or a trailing return type.
_HEADER_END = re.compile(r"\)\s*(?:(?:const|noexcept|override|final|mutable)\s*)*(?:->[^;{}()]*)?$")


def python_functions(path):
    """(name, first line, line count) of every function and method in a Python file."""
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node.name, node.lineno, node.end_lineno - node.lineno + 1


def blank_cpp(text):
    """`text` with comments, string/char literals and preprocessor lines replaced by spaces
    (newlines kept, so line numbers stay)."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        ch = text[i]
        if line_start and ch == "#":  # a preprocessor line, with its continuations
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    out.append(" \n")
                    i += 2
                    continue
                out.append(" ")
                i += 1
            continue
        if ch == "\n":
            out.append("\n")
            line_start = True
            i += 1
            continue
        if not ch.isspace():
            line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
            continue
        raw = re.match(r'(?:u8|u|U|L)?R"([^()\\\s]{0,16})\(', text[i:i + 24])
        if raw and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            close = ")" + raw.group(1) + '"'
            end = text.find(close, i + raw.end())
            end = n if end < 0 else end + len(close)
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
            continue
        if ch in "\"'":
            # A digit separator (1'000'000) is not a character literal.
            if ch == "'" and 0 < i < n - 1 and text[i - 1].isalnum() and text[i + 1].isalnum():
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != ch and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            end = min(j + 1, n)
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def cpp_functions(path):
    """(name, first line, line count) of every function body in a C++ file that is not inside
    another function body (lambdas count towards the function that holds them). A brace opens
    a function body when the text before it (since the last ';', '{' or '}') ends with a
    parameter list; other braces (namespaces, classes, initializers) are scopes looked into."""
    text = blank_cpp(path.read_text())
    head_start = 0  # where the text before the next brace begins
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in ";}":
            head_start = i + 1
        elif ch == "{":
            head = text[head_start:i].strip()
            if "(" in head and _HEADER_END.search(head) and not _CONTROL.match(head):
                depth, j = 1, i + 1
                while j < n and depth:
                    depth += {"{": 1, "}": -1}.get(text[j], 0)
                    j += 1
                lead = len(text[head_start:i]) - len(text[head_start:i].lstrip())
                first = text.count("\n", 0, head_start + lead)
                last = text.count("\n", 0, j - 1)
                name = re.findall(r"([~\w:]+|operator\W+)\s*\(", head)
                yield (name[0] if name else head[:40]), first + 1, last - first + 1
                i, head_start = j, j
                continue
            head_start = i + 1
        i += 1


def _long(functions, path):
    rel = path.relative_to(ROOT)
    return [f"{rel}:{line} {name}: {count} lines" for name, line, count in functions
            if count > MAX_LINES]


def test_python_functions_are_short():
    long = []
    for path in sorted((ROOT / "src").rglob("*.py")):
        long += _long(python_functions(path), path)
    assert not long, f"functions over {MAX_LINES} lines (split them):\n" + "\n".join(long)


def test_cpp_functions_are_short():
    long, unseen = [], []
    for path in sorted((ROOT / "cpp").rglob("*")):
        if path.suffix in (".cc", ".cpp", ".h", ".hpp"):
            functions = list(cpp_functions(path))
            if path.suffix in (".cc", ".cpp") and not functions:
                unseen.append(str(path.relative_to(ROOT)))
            long += _long(functions, path)
    assert not unseen, f"the scanner found no function in {unseen}"
    assert not long, f"functions over {MAX_LINES} lines (split them):\n" + "\n".join(long)


@pytest.mark.parametrize("source, expected", [
    ("int f(int a) {\n  return a;\n}\n", [("f", 1, 3)]),
    ('namespace x {\nvoid g() {\n  const char* s = "}{";\n  // }\n  char c = \'{\';\n}\n}\n',
     [("g", 2, 5)]),
    ("struct S {\n  int h() const { return 1; }\n};\nS::S(int a)\n    : b_(a) {\n  if (a) {\n"
     "  }\n}\n", [("h", 2, 1), ("S::S", 4, 5)]),
    ('auto k() -> int {\n  auto l = [](int x) { return x; };\n  const char* r = R"(})";\n'
     "  return l(1'000);\n}\n", [("k", 1, 5)]),
])
def test_cpp_scanner(tmp_path, source, expected):
    path = tmp_path / "x.cc"
    path.write_text(source)
    assert list(cpp_functions(path)) == expected
