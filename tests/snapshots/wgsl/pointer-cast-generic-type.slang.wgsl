tests/compute/pointer-cast-generic-type.slang:13:17: error[NSL3156]: the wgsl target has no 64-bit integers
