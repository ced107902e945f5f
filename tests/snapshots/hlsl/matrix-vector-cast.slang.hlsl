<core-prelude>:1103:1: error[NSL3150]: cannot lower to HLSL: a function returning an array
