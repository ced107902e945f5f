<core-prelude>:286:21: error[NSL3150]: cannot lower to HLSL: a bitcast of other than 32-bit components
