//! nsl-frontend: Slang source to the IR.
//!
//! Pipeline: [`source`] files → [`lexer`] tokens → [`preprocess`]ed tokens
//! (every token keeps its spelling location and the chain of macro
//! expansions it came through) → parser → AST → semantic checking →
//! lowering into the core dialects.
//!
//! Architecture invariant: the frontend never panics on input; every
//! rejection is a [`diag::Diagnostic`] with a span and a code.

pub mod ast;
pub mod check;
pub mod compile;
pub mod diag;
pub mod diff_flow;
pub mod lexer;
pub mod parser;
pub mod preprocess;
pub mod source;
pub mod token;
