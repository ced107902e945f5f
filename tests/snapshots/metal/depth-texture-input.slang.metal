tests/compute/depth-texture-input.slang:11:1: error[NSL3150]: cannot lower to Metal: the type !hl.SamplerComparisonState
