tests/graphics/combined-samplers.slang:37:10: error[NSL3150]: cannot lower to Metal: the op 'hl.texture_gather'
