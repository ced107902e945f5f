//! Comparing printed buffers with an `.expected.txt` file, as slang-test
//! does: trailing blank lines are dropped; extra lines of actual output are
//! ignored; lines are compared without surrounding blanks; after a
//! `type: T` line (which must match), values of float types compare as
//! numbers with a relative tolerance of 1e-4.

/// Where the output first differs from the expectation.
#[derive(Debug, Clone, PartialEq)]
pub struct Mismatch {
    /// 1-based line number.
    pub line: usize,
    pub expected: String,
    pub actual: String,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: expected '{}', got '{}'", self.line, self.expected, self.actual)
    }
}

const FLOAT_TYPES: &[&str] = &["half", "float", "double", "bfloat16", "float_e4m3", "float_e5m2"];
const RELATIVE_TOLERANCE: f64 = 1e-4;

pub fn compare(actual: &str, expected: &str) -> Result<(), Mismatch> {
    let actual = lines(actual);
    let expected = lines(expected);
    let mut float = false;
    for (i, want) in expected.iter().enumerate() {
        let got = actual.get(i).copied().unwrap_or("<end of output>");
        let mismatch = || Mismatch { line: i + 1, expected: want.to_string(), actual: got.to_string() };
        if let Some(ty) = got.strip_prefix("type:") {
            if got != *want {
                return Err(mismatch());
            }
            float = FLOAT_TYPES.contains(&ty.trim());
            continue;
        }
        let equal = if float && i < actual.len() {
            nearly_equal(c_atof(got), c_atof(want))
        } else {
            i < actual.len() && got.trim() == want.trim()
        };
        if !equal {
            return Err(mismatch());
        }
    }
    Ok(())
}

fn lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    lines
}

/// C's `atof`: the longest numeric prefix, 0 when there is none.
fn c_atof(text: &str) -> f64 {
    let t = text.trim();
    let lower = t.to_ascii_lowercase();
    let (sign, body) = match lower.strip_prefix('-') {
        Some(b) => (-1.0, b),
        None => (1.0, lower.strip_prefix('+').unwrap_or(&lower)),
    };
    if body.starts_with("nan") {
        return f64::NAN;
    }
    if body.starts_with("inf") {
        return sign * f64::INFINITY;
    }
    (1..=t.len()).rev().find_map(|n| t.get(..n).and_then(|p| p.parse::<f64>().ok())).unwrap_or(0.0)
}

/// slang's `Math::AreNearlyEqual`.
fn nearly_equal(a: f64, b: f64) -> bool {
    if a == b {
        return true;
    }
    const MIN_NORMAL: f64 = f64::MIN_POSITIVE;
    let diff = (a - b).abs();
    if a == 0.0 || b == 0.0 || a.abs() + b.abs() < MIN_NORMAL {
        diff < RELATIVE_TOLERANCE * MIN_NORMAL
    } else {
        diff < RELATIVE_TOLERANCE * (a.abs() + b.abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_lines() {
        assert_eq!(compare("1\n2\n3\n", "1\n2\n3\n\n\n"), Ok(()));
        // Extra actual lines are ignored, missing ones are not.
        assert_eq!(compare("1\n2\n3\n4\n", "1\n2\n"), Ok(()));
        assert_eq!(compare("1\n", "1\n2\n").map_err(|m| m.line), Err(2));
        assert_eq!(compare(" A \n", "A"), Ok(()));
        let m = compare("1\nB\n", "1\nA\n").unwrap_err();
        assert_eq!((m.line, m.expected.as_str(), m.actual.as_str()), (2, "A", "B"));
    }

    #[test]
    fn typed_lines() {
        assert_eq!(compare("type: float\n1.000050\n-2.000000\n", "type: float\n1.0\n-2\n"), Ok(()));
        assert!(compare("type: float\n1.001\n", "type: float\n1.0\n").is_err());
        assert!(compare("type: int32_t\n1\n", "type: float\n1\n").is_err());
        assert!(compare("type: int32_t\n1.0\n", "type: int32_t\n1\n").is_err());
        assert_eq!(compare("type: float\nnan\n", "type: float\nnan\n").map_err(|m| m.line), Err(2));
        assert_eq!(compare("type: float\ninf\n", "type: float\ninf\n"), Ok(()));
        assert!(compare("type: float\n0.000001\n", "type: float\n0\n").is_err());
    }
}
