tests/compute/variable-buffer-pointer-array.slang:8:1: error[NSL3150]: cannot lower to WGSL: an array of buffers (WGSL has no descriptor arrays)
