#!/usr/bin/env python3
"""Move files by a mapping table and rewrite every path that names them.

Usage (from the repository root):
  python3 build/relayout.py build/layout-map.tsv            # git mv + rewrite
  python3 build/relayout.py build/layout-map.tsv --rewrite  # rewrite only (a branch made before
                                                            # the moves, after merging them)

The table has one `old<TAB>new` pair a line ('#' starts a comment). A pair whose paths end in '/'
is a folder: it only rewrites root-relative text such as comments and docs ("src/features/x/").

Every relative specifier in a script ('./x', '../x' in import, import(), vi.mock, new URL...) is
resolved against the importing file's old place and recomputed from its new place; the suffix
style is kept (extensionless, '.ts', or '.js' for a TypeScript file). Root-relative paths
("server/x/y.ts", "server/x/y") in any text file (configs, docs, tests that read sources) are
replaced too.
"""
import os
import posixpath
import re
import subprocess
import sys

SCRIPT_EXTS = (".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs")
TEXT_EXTS = SCRIPT_EXTS + (".json", ".md", ".html", ".yml", ".yaml", ".css")
KEEP = {"docs/layout.md", "build/layout-map.tsv"}
RESOLVE_EXTS = (".ts", ".tsx", ".d.ts", ".mts", ".mjs", ".js", ".json", ".css")


def read_map(path):
    files, folders = {}, {}
    with open(path, encoding="utf8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            old, new = [p.strip() for p in line.split("\t") if p.strip()]
            (folders if old.endswith("/") else files)[old] = new
    return files, folders


def resolve(base_dir, spec, known):
    """The repository file a relative specifier names and the suffix the specifier left off."""
    p = posixpath.normpath(posixpath.join(base_dir, spec))
    if p in known:
        return p, "", None
    if p.endswith(".js"):
        for ext in (".ts", ".tsx"):
            if p[:-3] + ext in known:
                return p[:-3] + ext, "", ".js"
    for ext in RESOLVE_EXTS:
        if p + ext in known:
            return p + ext, ext, None
    return None, None, None


def strip_ext(path):
    for ext in (".d.ts",) + TEXT_EXTS:
        if path.endswith(ext):
            return path[: -len(ext)]
    return path


def main():
    table, rewrite_only = sys.argv[1], "--rewrite" in sys.argv
    moves, folders = read_map(table)
    tracked = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split("\n")
    tracked = [t for t in tracked if t and os.path.isfile(t)]
    clash = set(moves.values()) & set(moves)
    if clash:
        sys.exit(f"a new path is also an old one: {sorted(clash)}")
    if not rewrite_only:
        missing = [o for o in moves if o not in tracked]
        if missing:
            sys.exit(f"not tracked: {missing}")
    known = set(tracked) | set(moves)

    # Root-relative text: longest first, whole path segments only.
    pairs = {}
    for old, new in moves.items():
        pairs[old] = new
        if strip_ext(old) != old:
            pairs.setdefault(strip_ext(old), strip_ext(new))
    alternation = "|".join(re.escape(k) for k in sorted(pairs, key=len, reverse=True))
    root_re = re.compile(r"(?<![\w-])(?<![\w-]/)(" + alternation + r")(?![\w/-])(?!\.\w)")
    # A folder key ends in '/', so it needs no boundary after it.
    folder_alt = "|".join(re.escape(k) for k in sorted(folders, key=len, reverse=True)) or "(?!)"
    folder_re = re.compile(r"(?<![\w-])(?<![\w-]/)(" + folder_alt + r")")
    spec_re = re.compile(r"""(["'`])(\.{1,2}/[^"'`\s$]*)\1""")

    changed = {}
    for path in tracked:
        # The record of the moves names the old paths on purpose.
        if not path.endswith(TEXT_EXTS) or path in KEEP:
            continue
        try:
            text = open(path, encoding="utf8").read()
        except UnicodeDecodeError:
            continue
        new_path = moves.get(path, path)
        if path.endswith(SCRIPT_EXTS):
            old_dir, new_dir = posixpath.dirname(path), posixpath.dirname(new_path)

            def fix(m):
                quote, spec = m.group(1), m.group(2)
                target, added, js = resolve(old_dir, spec, known)
                if target is None:
                    return m.group(0)
                new_target = moves.get(target, target)
                if new_target == target and new_path == path:
                    return m.group(0)
                rel = posixpath.relpath(new_target, new_dir or ".")
                if not rel.startswith("."):
                    rel = "./" + rel
                if js:
                    rel = strip_ext(rel) + ".js"
                elif added:
                    rel = rel[: -len(added)] if rel.endswith(added) else strip_ext(rel)
                return quote + rel + quote

            text2 = spec_re.sub(fix, text)
        else:
            text2 = text
        text2 = root_re.sub(lambda m: pairs[m.group(1)], text2)
        text2 = folder_re.sub(lambda m: folders[m.group(1)], text2)
        if text2 != text or new_path != path:
            changed[path] = (new_path, text2, text2 != text)

    if not rewrite_only:
        for old, new in moves.items():
            os.makedirs(posixpath.dirname(new) or ".", exist_ok=True)
            subprocess.run(["git", "mv", old, new], check=True)
    for path, (new_path, text, dirty) in changed.items():
        if dirty:
            with open(new_path if not rewrite_only else path, "w", encoding="utf8") as f:
                f.write(text)
    print(f"moved {0 if rewrite_only else len(moves)} files, rewrote {sum(1 for c in changed.values() if c[2])}")


if __name__ == "__main__":
    main()
