error[NSL3150]: cannot lower to HLSL: the built-in NumWorkgroups
