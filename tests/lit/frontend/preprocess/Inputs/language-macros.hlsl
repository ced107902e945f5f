language: slang=__SLANG__ hlsl=__HLSL__
