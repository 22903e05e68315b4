// SPDX-License-Identifier: MIT
// A minimal ERC-20 for the EVM chain tests, deployed with USDT's 6 decimals (or others, to prove the
// exchange refuses such a token): the whole supply goes to the deployer, and transfers emit the
// standard Transfer event the exchange's watcher reads.
pragma solidity ^0.8.20;

contract TestUSDT {
    string public constant name = "Test Tether USD";
    string public constant symbol = "USDT";
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    /** Recipients the token refuses, like a stablecoin issuer's deny list. */
    mapping(address => bool) public denied;
    address public immutable issuer;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply, uint8 tokenDecimals) {
        issuer = msg.sender;
        decimals = tokenDecimals;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function deny(address who) external {
        require(msg.sender == issuer, "issuer only");
        denied[who] = true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(allowance[from][msg.sender] >= value, "allowance");
        allowance[from][msg.sender] -= value;
        _move(from, to, value);
        return true;
    }

    /** Several transfers in one transaction, as exchanges batch payouts. */
    function batchTransfer(address[] calldata to, uint256[] calldata value) external {
        require(to.length == value.length, "lengths");
        for (uint256 i = 0; i < to.length; i++) _move(msg.sender, to[i], value[i]);
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "zero address");
        require(!denied[to], "denied");
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
