//! PNG images as slang-test compares them: decoded to 8-bit RGBA and
//! compared channel by channel with its tolerance.

use std::path::Path;

/// An 8-bit RGBA image, rows from the top.
#[derive(Debug, Clone, PartialEq)]
pub struct Rgba8 {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

/// Reads a PNG of any colour type and 8-bit depth as RGBA.
pub fn read_rgba8(path: &Path) -> Result<Rgba8, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().map_err(|e| format!("{}: {e}", path.display()))?;
    let size = reader.output_buffer_size().ok_or_else(|| format!("{}: image too large", path.display()))?;
    let mut buf = vec![0; size];
    let info = reader.next_frame(&mut buf).map_err(|e| format!("{}: {e}", path.display()))?;
    buf.truncate(info.buffer_size());
    let pixels: Vec<u8> = match info.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::Rgb => buf.chunks_exact(3).flat_map(|p| [p[0], p[1], p[2], 255]).collect(),
        png::ColorType::GrayscaleAlpha => buf.chunks_exact(2).flat_map(|p| [p[0], p[0], p[0], p[1]]).collect(),
        png::ColorType::Grayscale => buf.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => return Err(format!("{}: an indexed PNG was not expanded", path.display())),
    };
    Ok(Rgba8 { width: info.width, height: info.height, pixels })
}

/// slang-test's image comparison: the sizes must match, and each channel
/// differ by less than 2 or by less than 1% of the expected value. The
/// error names the first pixel that does not.
pub fn compare_render_test(actual: &Rgba8, expected: &Rgba8) -> Result<(), String> {
    if (actual.width, actual.height) != (expected.width, expected.height) {
        return Err(format!(
            "image is {}x{}, expected {}x{}",
            actual.width, actual.height, expected.width, expected.height
        ));
    }
    for (i, (&a, &e)) in actual.pixels.iter().zip(&expected.pixels).enumerate() {
        let diff = (i32::from(a) - i32::from(e)).abs();
        if diff < 2 || (e != 0 && (diff as f32 / f32::from(e)) < 0.01) {
            continue;
        }
        let pixel = i / 4;
        let (x, y) = (pixel as u32 % actual.width, pixel as u32 / actual.width);
        return Err(format!("image differs at ({x},{y}) channel {}: expected {e}, got {a}", i % 4));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(pixels: &[u8]) -> Rgba8 {
        Rgba8 { width: pixels.len() as u32 / 4, height: 1, pixels: pixels.to_vec() }
    }

    #[test]
    fn tolerance_is_slang_tests() {
        let expected = image(&[0, 100, 250, 255]);
        assert!(compare_render_test(&image(&[1, 100, 250, 255]), &expected).is_ok());
        // 2 off 250 is under 1%; 2 off 100 is not.
        assert!(compare_render_test(&image(&[0, 100, 252, 255]), &expected).is_ok());
        let err = compare_render_test(&image(&[0, 102, 250, 255]), &expected).unwrap_err();
        assert!(err.contains("(0,0) channel 1"), "{err}");
        assert!(compare_render_test(&image(&[2, 100, 250, 255]), &expected).is_err());
        assert!(compare_render_test(&image(&[0, 0, 0, 0, 0, 0, 0, 0]), &expected).is_err());
    }
}
