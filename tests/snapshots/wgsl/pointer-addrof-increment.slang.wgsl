tests/compute/pointer-addrof-increment.slang:31:25: error[NSL3156]: the wgsl target has no 64-bit integers
