"""The game packages; each registers itself with :mod:`tricktake.engine`."""
