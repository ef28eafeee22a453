//! Builds the single-file page into `fenlingo serve` when `FENLINGO_PAGE`
//! names it at build time (`FENLINGO_PAGE=web/dist/fenlingo.html cargo
//! build --release`); without it, `/` answers a short index. Lists the
//! built-in notation tables (`locales/<id>/notation.toml`), so that a run
//! finds its table without going through every folder of `locales/`.
//! Links the command line as a position-dependent executable on Linux
//! (see `start_up`).

use std::fmt::Write as _;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(fenlingo_page)");
    println!("cargo::rerun-if-env-changed=FENLINGO_PAGE");
    if let Some(page) = std::env::var_os("FENLINGO_PAGE") {
        let path = std::path::Path::new(&page);
        let path = std::fs::canonicalize(path).unwrap_or_else(|e| {
            panic!("FENLINGO_PAGE={}: {e}", path.display());
        });
        println!("cargo::rerun-if-changed={}", path.display());
        println!("cargo::rustc-cfg=fenlingo_page");
        println!("cargo::rustc-env=FENLINGO_PAGE_PATH={}", path.display());
    }
    builtin_tables();
    start_up();
}

/// On Linux with a C toolchain, the `fenlingo` binary is linked with
/// `-no-pie`: a position-independent executable has 15,000 pointers in its
/// read-only data that the loader rewrites at every start: a third of
/// `--version`'s time, a sixth of one position's (the manual's design notes,
/// docs/book/src/design.md, "Start-up").
/// The libraries, heap and stack are still placed at random; the program's
/// own image is not. `FENLINGO_PIE=1` at build time keeps the default.
fn start_up() {
    println!("cargo::rerun-if-env-changed=FENLINGO_PIE");
    let var = |k: &str| std::env::var(k).unwrap_or_default();
    let linux_gnu = var("CARGO_CFG_TARGET_OS") == "linux" && var("CARGO_CFG_TARGET_ENV") == "gnu";
    if linux_gnu && std::env::var_os("FENLINGO_PIE").is_none() {
        println!("cargo::rustc-link-arg-bin=fenlingo=-no-pie");
    }
}

/// Writes `builtin_tables.rs`: every built-in table's id, path (as
/// `include_dir` names it) and text, sorted by id.
fn builtin_tables() {
    println!("cargo::rerun-if-changed=locales");
    // The built-in templates are embedded too (`include_dir!` does not
    // say which files it read).
    println!("cargo::rerun-if-changed=templates");
    let mut ids: Vec<String> = std::fs::read_dir("locales")
        .expect("the locales folder")
        .filter_map(|e| {
            let e = e.ok()?;
            let id = e.file_name().into_string().ok()?;
            e.path().join("notation.toml").is_file().then_some(id)
        })
        .collect();
    ids.sort();
    let mut out = String::from(
        "/// Every built-in table: its id, its path under `locales/` and its text, sorted by id.\n\
         pub(super) static BUILTIN_TABLES: &[(&str, &str, &str)] = &[\n",
    );
    for id in &ids {
        let _ = writeln!(
            out,
            "    ({id:?}, \"{id}/notation.toml\", include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/locales/{id}/notation.toml\"))),"
        );
    }
    out.push_str("];\n");
    let dest = std::path::Path::new(&std::env::var_os("OUT_DIR").expect("OUT_DIR"))
        .join("builtin_tables.rs");
    std::fs::write(dest, out).expect("builtin_tables.rs written");
}
