tests/compute/multisampled-texture-input.slang:10:1: error[NSL3150]: cannot lower to WGSL: a multisampled texture array (WGSL has no such texture type)
