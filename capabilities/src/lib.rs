//! Slang's capability system: atoms (targets, stages, versions, extensions),
//! implications between them, mutually exclusive groups, aliases, and the
//! lattice of requirements built from them.
//!
//! The definitions live in `defs/capabilities.txt` (format in the crate
//! README); build.rs checks them and turns them into tables, which
//! [`Definitions::builtin`] indexes once. A [`Requirement`] is a
//! disjunction of conjunctions kept canonical, with [`Requirement::join`]
//! (both needed), [`Requirement::meet`] (either suffices),
//! [`Requirement::implies`] and [`Requirement::satisfiable_on`].

mod atom_set;
mod builtin;
mod defs;
pub mod infer;
mod requirement;

pub use atom_set::{AtomId, AtomSet, MAX_ATOMS};
pub use defs::{Definitions, DefsError, DefsErrorKind, RequireError};
pub use requirement::Requirement;
