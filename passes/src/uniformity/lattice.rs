//! The uniformity lattice: how widely a value (or the control flow at a
//! point) is known to be the same, and on what it depends inside a
//! function (its parameters, the control flow at its entry).

use nsl_ir::Loc;

/// The widest set of invocations a value is the same over, from the most
/// to the least uniform. Barriers need `Workgroup` control flow (uniform
/// over the invocation group, Vulkan's "dynamically uniform" in compute),
/// wave operations `Subgroup`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Level {
    /// The same over the whole dispatch or draw.
    #[default]
    Uniform,
    /// The same over a workgroup (`SV_GroupID`).
    Workgroup,
    /// The same over a subgroup (wave reductions and broadcasts).
    Subgroup,
    /// Possibly different in each invocation.
    NonUniform,
}

impl Level {
    pub fn describe(self) -> &'static str {
        match self {
            Level::Uniform => "uniform",
            Level::Workgroup => "workgroup-uniform",
            Level::Subgroup => "subgroup-uniform",
            Level::NonUniform => "non-uniform",
        }
    }
}

/// No reason recorded.
pub const NO_REASON: u32 = u32::MAX;

/// A value's (or a point's control flow's) uniformity inside one
/// function: a level of its own, the parameters it depends on (bit `i`:
/// parameter `i`, or for a pointer parameter what it points to; the 64th
/// bit stands for every later one) and whether it depends on the control
/// flow at the function's entry. `why` explains the level (an index into
/// the walk's reasons).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Taint {
    pub level: Level,
    pub params: u64,
    pub cf: bool,
    pub why: u32,
}

impl Default for Taint {
    fn default() -> Taint {
        Taint::BOTTOM
    }
}

impl Taint {
    pub const BOTTOM: Taint = Taint { level: Level::Uniform, params: 0, cf: false, why: NO_REASON };

    pub fn level(level: Level, why: u32) -> Taint {
        Taint { level, why, ..Taint::BOTTOM }
    }
    pub fn param(i: usize) -> Taint {
        Taint { params: 1u64 << i.min(63), ..Taint::BOTTOM }
    }
    pub fn entry_cf() -> Taint {
        Taint { cf: true, ..Taint::BOTTOM }
    }
    pub fn is_bottom(&self) -> bool {
        self.level == Level::Uniform && self.params == 0 && !self.cf
    }
    /// Least upper bound; the reason of the higher level wins (ties keep
    /// ours).
    pub fn join(self, o: Taint) -> Taint {
        let (level, why) = if o.level > self.level || (o.level == self.level && self.why == NO_REASON) {
            (o.level, o.why)
        } else {
            (self.level, self.why)
        };
        Taint { level, params: self.params | o.params, cf: self.cf || o.cf, why }
    }
    /// The same dependencies and level (reasons aside).
    pub fn same(&self, o: &Taint) -> bool {
        self.level == o.level && self.params == o.params && self.cf == o.cf
    }
    pub fn param_indices(&self) -> impl Iterator<Item = usize> + '_ {
        (0..64).filter(move |i| self.params & (1u64 << i) != 0)
    }
}

/// An explanation: a place and what it says, chained to the next one
/// (a condition to its value's source).
#[derive(Clone, Debug)]
pub struct Reason {
    pub loc: Loc,
    pub text: String,
    pub next: u32,
}
