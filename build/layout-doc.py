#!/usr/bin/env python3
# Writes docs/layout.md: the layout rules, each route's files in every layer, and the moves table
# (build/layout-map.tsv). Run from the repository root: python3 build/layout-doc.py
import os, re, subprocess, posixpath
files = subprocess.run(["git","ls-files","domain","server","machines","src"],capture_output=True,text=True).stdout.split()
fs=set(files)
def resolve(base, spec):
    p=posixpath.normpath(posixpath.join(base,spec))
    for e in ("",".ts",".tsx"):
        if p+e in fs: return p+e
routes=[f for f in files if f.startswith("src/routes/") and f.endswith(".tsx") and "$" not in f and "__root" not in f and f!="src/routes/_shell.tsx"]
def owns(name, slug): 
    b=name.rsplit("/",1)[1]
    return b==slug+".ts" or b.startswith(slug+"-") or b.startswith(slug+".")
rows=[]
mods={}
for r in sorted(routes):
    parts=r[len("src/routes/"):-4].split("/")
    if parts[0]=="_shell": parts=parts[1:]
    if parts==["index"]: module, slug = "home", "home"
    elif len(parts)==1: module, slug = parts[0], parts[0]
    else: module, slug = parts[0], parts[1]
    url="/"+"/".join(parts) if parts!=["index"] else "/"
    if parts[-1]=="index": url="/"+"/".join(parts[:-1])
    text=open(r).read()
    imp=[resolve(posixpath.dirname(r),m) for m in re.findall(r'from "(\.[^"]+)"',text)]
    imp=[i for i in imp if i and not i.startswith(("src/ui/","src/records/","src/app/","src/api/"))]
    layer={}
    for L in ("domain","server","machines"):
        layer[L]=[f for f in files if f.startswith(f"{L}/{module}/") and f.count("/")==2 and owns(f,slug)]
    src=[f for f in files if f.startswith(f"src/{module}/{slug}/")] if module!=slug else [f for f in files if f.startswith(f"src/{module}/")]
    extra=[i for i in imp if i not in src and i not in layer["domain"]]
    mods.setdefault(module,[]).append((url,r,layer,src,extra))
out=[]
W=out.append
W("# Where a page's files are\n")
W("A new engineer finds a page's files by its route. The page tables below are generated from the tree")
W("(`python3 build/layout-doc.py`); the moves that made this layout are at the end.\n")
W("## The rules\n")
W("- **Module folders are named by the route's module**, as in `src/routes/_shell/<module>/`:")
W("  `organizacion`, `personal`, `competencias`, `configuraciones`. Future modules: `evaluacion`,")
W("  `formacion`, `seleccion`, `clima-laboral`, `contratos`, `finiquitos`. A page outside the modules")
W("  has a folder named by its route word: `dashboard`, `reporteador`, `kiosko`, `login`, `perfil`,")
W("  `recuperar-contrasena`, `restablecer-contrasena`, `home` (the index page), `shell`.")
W("- **A page's files are named by its route slug** (`src/routes/_shell/<module>/<slug>.tsx`) in all four layers:")
W("  - `domain/<module>/<slug>.ts`: the record descriptor (or the page's schemas); `<slug>-api.ts`: its")
W("    hand-written endpoints; `<slug>-rules.ts`: a pure rule of that page only; `<slug>-<part>.ts`: other parts")
W("    (`-vocabulary.ts`: the words the migration, server and views share; `-schema.ts`, `-lookups.ts`...).")
W("  - `server/<module>/<slug>.ts` (the RecordTable or the page's queries), `<slug>-http.ts` (handlers),")
W("    `<slug>-document.ts`/`-pdf.ts` (documents), `<slug>-<part>.ts`.")
W("  - `machines/<module>/<slug>.ts` or `<slug>-<part>.ts`.")
W("  - `src/<module>/<slug>/<Component>.tsx` (PascalCase components; other files kebab-case).")
W("- **Files shared by several pages of a module** stay in the module folder with a kebab-case name")
W("  saying what they hold (`server/personal/employee-checks.ts`, `src/personal/PersonPicker.tsx`,")
W("  `domain/competencias/competencies.ts`).")
W("- **One manifest per module**: `server/<module>/manifest.ts` exports its endpoints, handlers and")
W("  record tables, imported on the module's first request (`server/parts/part-loaders.ts`; the")
W("  generated `server/parts/route-index.ts` names each route's module: `npm run routes:index`);")
W("  `server/<module>/migrations.ts` lists its migrations for `server/db/migrate.ts`. The migration")
W("  files stay in `server/db/migrations/`; the platform's migrations are listed in migrate.ts.")
W("- **One endpoint list per module**: `domain/<module>/endpoints.ts` gathers the module's endpoint")
W("  groups (its `-api.ts` files) in one object; its manifest serves it and `domain/api/contract.ts`")
W("  composes every part's list (the platform parts': `domain/api/{sesion-endpoints,")
W("  archivos-endpoints,authorizations,catalogs}.ts`). The SPA imports the `-api.ts` files, never a list.")
W("- **Platform and cross-cutting code stays put**: `domain/records/*.ts`, `domain/api/{contract,endpoint,")
W("  paths,problems,catalogs,session,passwords,authorizations,sesion-endpoints,archivos-endpoints}.ts`,")
W("  `domain/rules/` (generic rules),")
W("  `server/{http,db,auth,records,workers,pdf,documents,exports,images,supervisor,audit,authorizations,")
W("  catalogs,mail-account,seed}/`, `machines/records/`, `src/{records,ui,app,api,routes}/`.")
W("- **Every file name is kebab-case**, React component `.tsx` files aside.")
W("- Moving a file: add a line to `build/layout-map.tsv` and run `python3 build/relayout.py <table>`:")
W("  it does the `git mv` and rewrites every relative import and every root-relative path in code,")
W("  configs and docs. On a branch made before a move, `python3 build/relayout.py build/layout-map.tsv")
W("  --rewrite` (after merging) rewrites the branch's own references to the old paths.\n")
W("## Pages and their files\n")
W("The route file is `src/routes/...`; \"also\" lists what the route imports from elsewhere (a view or")
W("descriptor it shares with another page).\n")
for module in ["organizacion","personal","competencias","evaluacion","configuraciones"]+sorted(m for m in mods if m not in ("organizacion","personal","competencias","evaluacion","configuraciones")):
    if module not in mods: continue
    W(f"### {module}\n")
    W("| route | domain | server | machines | src | also |")
    W("|---|---|---|---|---|---|")
    for url,r,layer,src,extra in mods[module]:
        c=lambda l: "<br>".join(f"`{x}`" for x in l) or "—"
        W(f"| `{url}` | {c(layer['domain'])} | {c(layer['server'])} | {c(layer['machines'])} | {c(src)} | {c(extra)} |")
    W("")
    shared=[f for f in files if any(f.startswith(f"{L}/{module}/") for L in ("domain","server","machines")) and f.count("/")==2]
    shared+= [f for f in files if f.startswith(f"src/{module}/") and f.count("/")==2]
    owned=set()
    for url,r,layer,src,extra in mods[module]:
        for l in layer.values(): owned|=set(l)
        owned|=set(src)
    rest=[f for f in shared if f not in owned and not f.endswith(("/manifest.ts","/endpoints.ts"))]
    if rest:
        W(f"Shared by the module's pages: " + ", ".join(f"`{x}`" for x in rest) + "\n")
W("## The moves (old path → new path)\n")
W("The table the codemod ran (`build/layout-map.tsv`); folder lines only rewrote text references.\n")
W("| old | new |")
W("|---|---|")
for line in open("build/layout-map.tsv"):
    line=line.strip()
    if not line or line.startswith("#"): continue
    a,b=line.split("\t")
    W(f"| `{a}` | `{b}` |")
open("docs/layout.md","w").write("\n".join(out)+"\n")
