tests/compute/namespace-buffer-array.slang:12:5: error[NSL3150]: cannot lower to WGSL: an array of buffers (WGSL has no descriptor arrays)
