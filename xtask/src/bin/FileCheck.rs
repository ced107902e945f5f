//! `FileCheck CHECK-FILE [options]`, for lit tests; see `xtask::filecheck`.
//! The binary keeps LLVM's tool name so RUN lines read as they do in LLVM.

fn main() {
    std::process::exit(xtask::filecheck::main(std::env::args().skip(1).collect()));
}
