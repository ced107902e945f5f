//! `mem2reg` (being written).

use crate::manager::{Anchor, Pass, Statistics};
use crate::registry::{PassInfo, PassOptions};
use nsl_ir::{Context, Diagnostic, Op};

pub static INFO: PassInfo = PassInfo {
    name: "mem2reg",
    summary: "",
    anchor: Anchor::Function,
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(Todo)),
};

struct Todo;

impl Pass for Todo {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn run(&mut self, _ctx: &mut Context, _op: Op, _stats: &mut Statistics) -> Result<(), Diagnostic> {
        Ok(())
    }
}
