//! nsl-fuzz: random program generators and no-panic harnesses, on stable
//! Rust. The generator builds valid, terminating, trap-free modules over
//! the core dialects; property tests use it for round-trip and
//! interpreter-equivalence checks, and `nsl-gen` prints modules for benchmarks.

pub mod gen;
pub mod rng;
