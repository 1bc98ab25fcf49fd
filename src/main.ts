// Action entry: read inputs -> run -> publish. No logic of its own.
import * as core from '@actions/core';

export async function run(): Promise<void> {
  core.setFailed('parley: the action is not implemented yet');
}
