//! The CUDA target, as Slang's CUDA target is described (seed 003): a
//! kernel `extern "C" __global__ void name(UniformEntryPointParams* params,
//! UniformState* uniformState)` with `[numthreads]` in a comment, the
//! resources in `UniformState` (a structured buffer is its data pointer
//! and count, a byte-address buffer its words and size in bytes, a
//! constant buffer a pointer), the uniform entry-point parameters in
//! `UniformEntryPointParams`, arrays by value as `nsl::FixedArray`, and a
//! prelude written here (`cuda_prelude.h`: vectors, matrices, the scalar
//! intrinsics, wave intrinsics over a warp with a fast path when every
//! lane is active, half precision behind `NSL_CUDA_ENABLE_HALF`).
//!
//! The printer is the C++ target's ([`crate::cpp`]) in its CUDA flavour;
//! the `globals-as-params` pass has given every function the resources it
//! uses as parameters, since only the kernel receives them.

/// The prelude every printed CUDA file starts with.
pub const PRELUDE: &str = concat!(include_str!("cuda_prelude.h"), include_str!("prefixed_prelude.h"));

/// Prints a module of the CUDA pipeline's output language as CUDA.
pub fn print(ctx: &nsl_ir::Context, module: nsl_ir::Op) -> Result<String, Vec<nsl_ir::Diagnostic>> {
    crate::cpp::print_flavor(ctx, module, true)
}
