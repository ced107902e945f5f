//! Cost models: what extraction minimises, per target.

use super::lang::Node;
use egg::{CostFunction, Id, Language as _};
use nsl_ir::{Context, OpKind};

/// The target whose cost model extraction uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CostModel {
    /// SPIR-V instructions weighted by latency class; constants cost one
    /// (an `OpConstant`, shared module-wide).
    Spirv,
    /// Text targets: operations; constants are literals and cost nothing.
    Text,
}

impl CostModel {
    pub fn parse(s: &str) -> Option<CostModel> {
        match s {
            "spirv" => Some(CostModel::Spirv),
            "text" => Some(CostModel::Text),
            _ => None,
        }
    }

    /// The cost of one op of this name, its operands aside.
    pub fn weight(self, name: &str) -> u64 {
        if name == nsl_dialects::arith::CONST.name {
            return match self {
                CostModel::Spirv => 1,
                CostModel::Text => 0,
            };
        }
        if self == CostModel::Text {
            return 1;
        }
        let op = name.split_once('.').map_or(name, |(_, op)| op);
        match op {
            "mul" | "dot" | "cross" | "lerp" | "mad" | "fma" => 2,
            "mul_mv" | "mul_vm" | "length" | "distance" | "normalize" | "reflect" | "faceforward" => 4,
            "mul_mm" | "determinant" | "refract" => 8,
            "div" | "rem" | "sqrt" | "rsqrt" | "rcp" | "frac" | "smoothstep" | "ldexp" => 8,
            "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "atan2" | "sinh" | "cosh" | "tanh" | "exp" | "exp2"
            | "log" | "log2" | "log10" | "pow" => 16,
            _ => 1,
        }
    }
}

/// Tree cost of a term under a model, with weights looked up per op kind.
#[derive(Clone)]
pub struct TermCost {
    weights: Vec<u64>,
}

impl TermCost {
    pub fn new(ctx: &Context, model: CostModel) -> TermCost {
        TermCost { weights: ctx.op_kinds().map(|k| model.weight(ctx.schema_of(k).name)).collect() }
    }
    /// The cost of a node alone.
    pub fn node_cost(&self, node: &Node) -> u64 {
        match node {
            Node::Op { kind, .. } => self.kind_cost(*kind),
            Node::Leaf { .. } => 0,
        }
    }
    pub fn kind_cost(&self, kind: OpKind) -> u64 {
        self.weights[nsl_ir::entity::EntityRef::index(kind)]
    }
}

impl CostFunction<Node> for TermCost {
    type Cost = u64;
    fn cost<C: FnMut(Id) -> u64>(&mut self, node: &Node, mut costs: C) -> u64 {
        node.children().iter().fold(self.node_cost(node), |sum, &c| sum.saturating_add(costs(c)))
    }
}
