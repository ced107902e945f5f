tests/graphics/combined-samplers.slang:38:11: error[NSL3150]: cannot lower to WGSL: the op 'hl.texture_query_lod'
