tests/compute/existential-pointer-field.slang:35:18: error[NSL3156]: the wgsl target has no 64-bit integers
