<core-prelude>:448:1: error[NSL3150]: cannot lower to HLSL: this scalar type
