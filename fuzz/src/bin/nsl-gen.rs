//! nsl-gen: prints a random valid module of about `--ops` ops, for
//! benchmarks (`cargo xtask bench`) and for reproducing fuzz findings.

use clap::Parser;
use nsl_fuzz::gen::{generate, GenConfig};

#[derive(Parser)]
#[command(name = "nsl-gen", about = "Print a random valid nanoslang IR module")]
struct Args {
    /// Approximate total number of ops.
    #[arg(long, default_value_t = 1000)]
    ops: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Ops per function (functions = ops / this).
    #[arg(long, default_value_t = 500)]
    ops_per_function: usize,
    /// One function of pure ops only (a DAG over every scalar and vector
    /// type, `nsl_fuzz::pure_dag`): the e-graph optimiser's workload.
    #[arg(long)]
    pure_dag: bool,
    /// A generic program in the `gen` dialect (`nsl_fuzz::generic_gen`):
    /// the input of `specialize`'s equivalence test.
    #[arg(long)]
    generic: bool,
}

fn main() {
    let args = Args::parse();
    if args.generic {
        let cfg = nsl_fuzz::generic_gen::GenericConfig { interfaces: 3, structs: 3, generics: 5, mains: 2, steps: 8 };
        print!("{}", nsl_fuzz::generic_gen::generate_generic(args.seed, &cfg));
        return;
    }
    if args.pure_dag {
        print!("{}", nsl_fuzz::pure_dag::pure_dag_module(args.seed, args.ops));
        return;
    }
    let mut ctx = nsl_dialects::core_context();
    let per = args.ops_per_function.max(10);
    let cfg = GenConfig { functions: (args.ops / per).max(1), ops_per_function: per.min(args.ops), max_depth: 3 };
    let module = generate(&mut ctx, args.seed, &cfg);
    print!("{}", nsl_ir::printer::print_op(&ctx, module));
}
