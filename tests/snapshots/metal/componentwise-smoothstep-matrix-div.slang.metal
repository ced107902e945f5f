tests/compute/componentwise-smoothstep-matrix-div.slang:19:18: error[E56102]: division by matrix is not supported for Metal and WGSL targets.
