tests/compute/shift-scalar-by-vector.slang:29:23: error[NSL3156]: the wgsl target has no 16-bit integers
