tests/compute/combined-texture-sampler.slang:52:16: error[NSL3150]: cannot lower to Metal: the op 'hl.texture_gather'
