tests/compute/uniform-struct-array-resources-out.slang:20:1: error[NSL3150]: cannot lower to WGSL: an array of buffers (WGSL has no descriptor arrays)
