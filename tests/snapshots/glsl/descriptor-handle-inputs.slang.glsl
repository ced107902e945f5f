error[NSL3150]: cannot lower to GLSL: a block that is not a struct
