//! Builds the single-file page into `fenlingo serve` when `FENLINGO_PAGE`
//! names it at build time (`FENLINGO_PAGE=web/dist/fenlingo.html cargo
//! build --release`); without it, `/` answers a short index.

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
}
