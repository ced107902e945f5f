//! `not CMD [ARGS...]`: succeeds iff CMD runs and exits with a non-zero code,
//! for lit tests that expect a command to fail. A crash is never an expected
//! failure: when CMD panics (exit code 101) or dies from a signal, `not`
//! fails with the same code, so the lit runner reports a crash.

use std::os::unix::process::ExitStatusExt;
use std::process::{exit, Command};

/// Exit code of a Rust panic.
const PANIC_EXIT_CODE: i32 = 101;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((program, rest)) = args.split_first() else {
        eprintln!("usage: not CMD [ARGS...]");
        exit(2);
    };
    let status = match Command::new(program).args(rest).status() {
        Ok(status) => status,
        Err(e) => {
            eprintln!("not: cannot run '{program}': {e}");
            exit(127);
        }
    };
    match (status.code(), status.signal()) {
        (Some(0), _) => exit(1),
        (Some(PANIC_EXIT_CODE), _) => {
            eprintln!("not: '{program}' crashed (exit code {PANIC_EXIT_CODE}, a Rust panic)");
            exit(PANIC_EXIT_CODE);
        }
        (Some(_), _) => exit(0),
        (None, Some(signal)) => {
            eprintln!("not: '{program}' was killed by signal {signal}");
            exit(128 + signal);
        }
        (None, None) => {
            eprintln!("not: '{program}' ended with {status}");
            exit(1);
        }
    }
}
