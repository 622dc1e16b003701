"""The small statistics that the command line and the arena report: a mean with its 95%
confidence interval."""

from __future__ import annotations

import math
from collections.abc import Sequence

__all__ = ["interval"]


def interval(values: Sequence[float]) -> tuple[float, float]:
    """``mean ± 1.96 sd / sqrt(n)``: a 95% confidence interval of the mean of ``values``
    (the normal approximation, sd the sample standard deviation). One value gives the
    value twice; none gives ``(0.0, 0.0)``.

    >>> from tricktake.stats import interval
    >>> interval([1, 2, 3, 4])
    (1.234..., 3.765...)
    >>> interval([5])
    (5.0, 5.0)
    """
    if not values:
        return (0.0, 0.0)
    mean = sum(values) / len(values)
    if len(values) < 2:
        return (mean, mean)
    variance = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    half = 1.96 * math.sqrt(variance / len(values))
    return (mean - half, mean + half)
