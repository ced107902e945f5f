tests/compute/core-math-joined-arguments.slang:39:32: error[NSL3156]: the wgsl target has no 16-bit integers
