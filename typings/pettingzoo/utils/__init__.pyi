from pettingzoo.utils import wrappers as wrappers
from pettingzoo.utils.conversions import aec_to_parallel as aec_to_parallel
from pettingzoo.utils.conversions import turn_based_aec_to_parallel as turn_based_aec_to_parallel
from pettingzoo.utils.env import AECEnv as AECEnv
from pettingzoo.utils.env import ParallelEnv as ParallelEnv
