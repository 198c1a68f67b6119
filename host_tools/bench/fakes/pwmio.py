# Stand-in for CircuitPython's pwmio (C on the board): the speaker's tone.


class PWMOut:
    def __init__(self, pin, frequency=500, duty_cycle=0):
        self.frequency = frequency

    def deinit(self):
        pass
