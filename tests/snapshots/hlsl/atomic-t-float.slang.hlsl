<core-prelude>:891:9: error[NSL3150]: cannot lower to HLSL: an atomic add, min or max of floats
