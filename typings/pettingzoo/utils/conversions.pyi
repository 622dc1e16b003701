from pettingzoo.utils.env import ActionType, AECEnv, AgentID, ObsType, ParallelEnv

def turn_based_aec_to_parallel(
    aec_env: AECEnv[AgentID, ObsType, ActionType | None],
) -> ParallelEnv[AgentID, ObsType, ActionType | None]: ...
def aec_to_parallel(
    aec_env: AECEnv[AgentID, ObsType, ActionType],
) -> ParallelEnv[AgentID, ObsType, ActionType]: ...
