tests/compute/groupshared-pointer-arith.slang:33:7: error[NSL3156]: the wgsl target has no 64-bit integers
