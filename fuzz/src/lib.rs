//! nsl-fuzz: random program generators and no-panic harnesses, on stable
//! Rust. The generator builds valid, terminating, trap-free modules over
//! the core dialects; property tests use it for round-trip and
//! interpreter-equivalence checks, and `nsl-gen` prints modules for benchmarks.
//! [`slang_fuzz`] mutates Slang sources to fuzz the frontend
//! (`nsl-fuzz-frontend`, `tests/frontend_no_panic.rs`).

pub mod gen;
pub mod generic_gen;
pub mod pure_dag;
pub mod rng;
pub mod slang_fuzz;
pub mod slang_gen;
pub mod slang_reduce;
