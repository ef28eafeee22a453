//! The small picture an image-only client gets for a bad request: the
//! message in a framed box, where the figure would have been.

use crate::render::svg::escape;

/// Characters on one line of the picture.
const LINE: usize = 44;

/// The lines of `message`, broken at spaces (at most eight).
fn lines(message: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in message.split_whitespace() {
        if !current.is_empty() && current.chars().count() + 1 + word.chars().count() > LINE {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.extend(word.chars().take(LINE * 2));
    }
    if !current.is_empty() {
        out.push(current);
    }
    out.truncate(8);
    out
}

/// An SVG of `message`, 360 pixels wide.
///
/// ```
/// let svg = fenlingo::serve::error_svg("invalid piece letter 'X' in rank 3 <here>");
/// assert!(svg.starts_with("<svg") && svg.contains("&lt;here&gt;"));
/// ```
pub fn error_svg(message: &str) -> String {
    let lines = lines(message);
    let height = 24 + 18 * lines.len();
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"{height}\" viewBox=\"0 0 360 {height}\">\
         <rect x=\"0.5\" y=\"0.5\" width=\"359\" height=\"{}\" fill=\"#fff4f4\" stroke=\"#b00020\"/>\
         <text font-family=\"DejaVu Sans\" font-size=\"13\" fill=\"#5a0010\">",
        height - 1
    );
    for (i, line) in lines.iter().enumerate() {
        svg.push_str(&format!(
            "<tspan x=\"12\" y=\"{}\">{}</tspan>",
            25 + 18 * i,
            escape(line)
        ));
    }
    svg.push_str("</text></svg>");
    svg
}
