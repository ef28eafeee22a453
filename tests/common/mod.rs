//! What the integration tests share: the binaries, run as a user runs them.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The command-line tool, with no locale from the environment.
pub fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_fenlingo"));
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("NO_COLOR");
    c
}

/// `fenlingo ARGS`.
pub fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("runs")
}

/// `fenlingo ARGS < input`.
pub fn run_stdin(args: &[&str], input: &[u8]) -> Output {
    piped(bin().args(args), input)
}

/// A command fed `input` on standard input, in `dir` when given.
pub fn piped(cmd: &mut Command, input: &[u8]) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    let mut stdin = child.stdin.take().expect("stdin");
    let data = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let out = child.wait_with_output().expect("runs");
    let _ = writer.join();
    out
}

/// Standard output and standard error as text.
pub fn texts(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Standard output as text.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Standard error as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A fresh folder for one test (the same as [`scratch`]).
pub fn temp_dir(name: &str) -> PathBuf {
    scratch(name)
}

/// A fresh folder for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fenlingo-t-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}

/// The pandoc filter run on a JSON AST in `dir` with `args`.
#[cfg(feature = "filters")]
pub fn pandoc_filter(args: &[&str], ast: &str, dir: &Path) -> Output {
    piped(
        Command::new(env!("CARGO_BIN_EXE_pandoc-fenlingo"))
            .args(args)
            .current_dir(dir)
            .env_remove("SOURCE_DATE_EPOCH"),
        ast.as_bytes(),
    )
}

/// How two pictures `w` pixels wide differ, seen in blocks of `k`
/// pixels by `k` (fine hatching in another phase looks the same): the
/// share of blocks where a channel's mean differs by more than 48, and
/// the mean difference per channel.
#[cfg(feature = "png")]
pub fn png_difference(w: u32, k: usize, a: &[u8], b: &[u8]) -> (f64, f64) {
    assert_eq!(a.len(), b.len());
    let (w, h) = (w as usize, a.len() / 4 / w as usize);
    let (mut far, mut sum, mut blocks) = (0usize, 0.0, 0usize);
    for by in (0..h + 1 - k).step_by(k) {
        for bx in (0..w + 1 - k).step_by(k) {
            let mut d = [0f64; 3];
            for y in by..by + k {
                for x in bx..bx + k {
                    for (c, dc) in d.iter_mut().enumerate() {
                        let i = (y * w + x) * 4 + c;
                        *dc += f64::from(a[i]) - f64::from(b[i]);
                    }
                }
            }
            let d = d.map(|v| (v / (k * k) as f64).abs());
            far += usize::from(d.iter().any(|&v| v > 48.0));
            sum += d.iter().sum::<f64>() / 3.0;
            blocks += 1;
        }
    }
    (far as f64 / blocks as f64, sum / blocks as f64)
}

/// Asserts that `d` drawn as PNG from its geometry looks like its SVG
/// rasterized by resvg, at one and two pixels a unit: every shape, piece
/// and letter in the same place, differing in antialiasing only (and in
/// the print theme's fine hatching, which resvg draws from a pattern tile
/// rounded to whole pixels, a little lighter).
#[cfg(feature = "png")]
pub fn assert_png_like_svg(name: &str, d: &fenlingo::render::Diagram) {
    use fenlingo::render::{geom::Geometry, png, svg};
    for scale in [1.0f32, 2.0] {
        let (w, h, direct) = png::geometry_pixels(&Geometry::new(d), scale).unwrap();
        let (w2, h2, via_svg) = png::pixels(&svg::render(d), scale).unwrap();
        assert_eq!((w, h), (w2, h2), "{name} at {scale}");
        let (far, mean) = png_difference(w, 4 * scale as usize, &direct, &via_svg);
        eprintln!(
            "{name} ×{scale}: {:.3}% of blocks far, mean {mean:.2}",
            far * 100.0
        );
        assert!(
            far < 0.001 && mean < 5.0,
            "{name} ×{scale}: {far} far, mean {mean}"
        );
    }
}
