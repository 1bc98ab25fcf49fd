// The confinement check lives in shared/ (graders confine workspace paths by the same rule).
export * from '../shared/confine.js';
